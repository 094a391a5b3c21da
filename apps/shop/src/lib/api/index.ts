/** The API layer every feature builds on: the shop's RTK Query API, its session, failures read once. */
export { shopApi } from './shop-api';
export { onSessionEvents, type SessionEvents } from './session-query';
export { readRefreshToken, saveRefreshToken } from './refresh-token-store';
export { isOrderTimeout, NETWORK_ERROR, readFailure, type RequestFailure } from './read-failure';
export { orderTokenHeaders } from './order-token';
export { shopNow } from './shop-clock';
