// The jsonexport library has no types of its own; src/shims/jsonexport.ts calls it as documented:
// `jsonexport(json, [options], callback)`.
declare module 'jsonexport/dist' {
  type Callback = (error: Error | null, csv: string) => void;
  function jsonexport(json: unknown, callback: Callback): void;
  function jsonexport(json: unknown, options: object, callback?: Callback): void;
  export default jsonexport;
}
