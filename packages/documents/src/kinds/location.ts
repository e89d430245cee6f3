/**
 * What the `locations` KV bucket holds per place and platform (key `<location id>.<platform>`):
 * how that platform names the place. The gateway builds the contract's Location from the records
 * of every platform that names it.
 */
export interface StoredLocation {
  location_id: string;
  platform: string;
  selector: string;
  name: string;
  kind: string;
  country: string;
  region?: string;
  city?: string;
  codes?: { scheme: string; code: string }[];
  geometry?: { latitude: number; longitude: number };
  observed_at: string;
  event_id: string;
}
