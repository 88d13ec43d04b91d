type Rec = Record<string, unknown>;

/** Typed readers of an element's free-form props (what a layout script wrote). */
export const readProp = {
  text: (p: Rec, k: string, fallback = ''): string => (typeof p[k] === 'string' ? (p[k] as string) : p[k] === undefined || p[k] === null ? fallback : String(p[k])),
  num: (p: Rec, k: string, fallback: number): number => {
    const n = typeof p[k] === 'number' ? (p[k] as number) : Number(p[k]);
    return p[k] === undefined || p[k] === null || p[k] === '' || Number.isNaN(n) ? fallback : n;
  },
  list: <T = Rec>(p: Rec, k: string): T[] => (Array.isArray(p[k]) ? (p[k] as T[]) : []),
  obj: (p: Rec, k: string): Rec => (p[k] && typeof p[k] === 'object' && !Array.isArray(p[k]) ? (p[k] as Rec) : {}),
};
