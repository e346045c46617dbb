// localStorage, JSON in and out. Spec 000 §8, req 000-8.09: "Storage access failure: Logged to the
// console and ignored."
export function readLocal(key: string): unknown {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch (error) {
    console.warn('storage read failed', error);
    return null;
  }
}

export function writeLocal(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn('storage write failed', error);
  }
}
