/** The catalogue's staff payloads, from the contract (types only). */
export type { StaffProduct, StaffRack, StaffShelf } from '@sillon/contract';
