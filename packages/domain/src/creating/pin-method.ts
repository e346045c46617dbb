// The `method` a created pin records (spec 002 §7, req 002-7.20: "PinResource create: the method
// becomes button_external when it is 'button' and no guid is given").

/** Decided: a pin made in the builder, with no method given, records 'uploaded'. */
export const DEFAULT_PIN_METHOD = 'uploaded';

export function pinMethod(method: string | undefined, guid: string | undefined): string {
  if (method === 'button' && !guid) return 'button_external';
  return method || DEFAULT_PIN_METHOD;
}
