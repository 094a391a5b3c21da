export { NotFoundPanel } from './screens/not-found-screen';
export { QueryBoundary, ErrorPanel, failureKind } from './components/query-boundary';
export { ErrorCodeLine, isQuotedErrorCode } from './components/error-code-line';
export { ScreenError } from './screens/screen-error';
