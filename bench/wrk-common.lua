-- Shared by the bench's wrk scripts (each loads it with dofile; runWrk in measure-http.mjs
-- passes its path and settings in the environment).
local common = {}

-- wrk's delay(), called before each request of a connection. Each connection's first request
-- waits BENCH_WRK_OPEN_MS, so every connection is open before the timed load starts: Node
-- (libuv 1.45 and later) accepts one new connection per turn of its event loop, so on a busy
-- server a burst of new connections is let in over seconds, and those first waits, multiplied
-- by wrk's coordinated-omission correction, would stand in the figures for the steady state.
-- Later requests wait think_ms (0: at once). Per thread: wrk calls delay() for its
-- BENCH_WRK_CONNECTIONS_PER_THREAD connections' first requests before any other.
function common.delay(think_ms)
  local open_ms = tonumber(os.getenv('BENCH_WRK_OPEN_MS') or '0') or 0
  local firsts = tonumber(os.getenv('BENCH_WRK_CONNECTIONS_PER_THREAD') or '0') or 0
  if open_ms <= 0 and think_ms <= 0 then
    return nil
  end
  return function()
    if firsts > 0 then
      firsts = firsts - 1
      return open_ms
    end
    return think_ms
  end
end

-- The one machine-readable line runWrk reads (after its marker); latencies in microseconds.
-- `non2xx`: answers outside 2xx counted by the script (wrk itself counts only >= 400).
function common.report(summary, latency, non2xx)
  local e = summary.errors
  io.write(string.format(
    'BENCH_WRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"non2xx":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latency_us":{"mean":%.1f,"max":%d,"p50":%d,"p90":%d,"p99":%d}}\n',
    summary.requests, summary.duration, summary.bytes, non2xx or 0,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency.max, latency:percentile(50), latency:percentile(90),
    latency:percentile(99)))
end

return common
