export { AppUpdateGate } from './components/app-update-gate';
export { ownAppBuild, ownAppVersion } from './own-version';
export { useAppVersionsQuery } from './api/app-versions-api';
