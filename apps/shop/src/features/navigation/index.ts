export { useNavigateWhenReady } from './use-navigate-when-ready';
