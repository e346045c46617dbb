-- wrk script of measure-save.mjs: POSTs RepinResource create, rotating through the signed-in
-- users given in BENCH_SAVE_REQUESTS (one per line: cookie TAB csrf token TAB JSON body), and
-- prints the same machine-readable summary line as wrk-report.lua.
local requests = {}
local index = 0

init = function(args)
  for line in string.gmatch(os.getenv('BENCH_SAVE_REQUESTS') or '', '[^\n]+') do
    local cookie, csrf, body = string.match(line, '^([^\t]*)\t([^\t]*)\t(.*)$')
    requests[#requests + 1] = wrk.format('POST', '/resource/RepinResource/create/', {
      ['Content-Type'] = 'application/json',
      ['Cookie'] = cookie,
      ['X-CSRFToken'] = csrf,
    }, body)
  end
end

request = function()
  index = index % #requests + 1
  return requests[index]
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_WRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latency_us":{"mean":%.1f,"max":%d,"p50":%d,"p90":%d,"p99":%d}}\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency.max, latency:percentile(50), latency:percentile(90),
    latency:percentile(99)))
end
