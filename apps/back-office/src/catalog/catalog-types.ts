/** The catalogue's staff payloads (docs/staff-api.md, « products » and « racks »). */
export type StaffProduct = {
  id: string;
  reference: string;
  name: string;
  unitLabel: string;
  priceCents: number;
  vatRateBp: number;
  stock: number;
  available: boolean;
  maxOrderable: number | null;
  labels: string[];
  regionalPostalPrefixes: string[];
  pictureUrl: string | null;
  rack: { id: string | number; label: string } | null;
};

export type StaffRack = {
  id: string | number;
  label: string;
  title?: string;
  position: number;
  shelves: { id: string | number; label: string; position: number }[];
};
