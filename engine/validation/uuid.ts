const VERSIONED = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const NIL_OR_MAX = /^(?:0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

/** Whether a text is a UUID: RFC 9562 version 1-8 with the RFC variant, or the nil or max UUID. */
export function isUuid(text: string): boolean {
  return VERSIONED.test(text) || NIL_OR_MAX.test(text);
}
