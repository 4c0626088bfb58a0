/** How the forwarder brands its tracking page: its name and logo (null: the product mark). */
export type TrackingBrand = { name: string; logoUrl: string | null };
