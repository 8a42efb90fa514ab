// The few parts of autocannon 9's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Requests cycled through by each connection; `setupRequest` may change one before it is sent. */
    requests?: Array<{ setupRequest?: (request: { headers?: Record<string, string>; body?: string }) => { headers?: Record<string, string>; body?: string } }>;
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface AutocannonResult {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
