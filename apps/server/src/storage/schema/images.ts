/** One row per distinct image content; `signature` is the content hash. */
export interface ImagesTable {
  signature: string;
  width: number;
  height: number;
  dominant_color: string;
  ext: string;
  bytes: number;
  created_at: number | string;
}
