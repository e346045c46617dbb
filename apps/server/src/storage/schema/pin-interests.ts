/** Which originals an interest is about (a save is about what its original is about). */
export interface PinInterestsTable {
  interest_id: number | string;
  pin_id: number | string;
}
