export { AppUpdateGate } from './components/app-update-gate';
export { ownAppVersion } from './own-version';
