// The few parts of autocannon (no published types) that bench/api/load.ts uses.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: { method?: string; path?: string }[];
    }
    interface Result {
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
      requests: { total: number; average: number };
    }
    interface Instance {
      on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
    }
  }
  function autocannon(opts: autocannon.Options, done: (err: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export default autocannon;
}
