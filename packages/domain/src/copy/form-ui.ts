// --- Text fields of the forms (board, pin, the picker's new board; our wording): their own
// module, so the forms' chunks carry these.

/** The live counter under a text field: "12/50". */
export function characterCount(count: number, max: number): string {
  return `${count}/${max}`;
}

export function tooManyCharacters(max: number): string {
  return `Use ${max} characters or fewer.`;
}
