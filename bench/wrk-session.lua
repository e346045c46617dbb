-- wrk script of measure-sessions.mjs: replays a mixed list of signed-in requests (one per line
-- of the file BENCH_SESSION_FILE: method TAB path TAB cookie TAB csrf token TAB body), each
-- thread from its own offset, counts every answer outside 2xx (wrk itself counts only >= 400),
-- waits BENCH_SESSION_THINK_MS between a connection's requests, and prints the summary line
-- the bench reads (wrk-common.lua) with the non-2xx count.
local common = dofile(os.getenv('BENCH_WRK_COMMON'))
local requests = {}
local index = 0
local think = tonumber(os.getenv('BENCH_SESSION_THINK_MS') or '0') or 0
local threads = {}
local next_id = 0

setup = function(thread)
  next_id = next_id + 1
  thread:set('id', next_id)
  threads[#threads + 1] = thread
end

init = function(args)
  non2xx = 0
  for line in io.lines(os.getenv('BENCH_SESSION_FILE')) do
    local method, path, cookie, csrf, body = string.match(line, '^([^\t]*)\t([^\t]*)\t([^\t]*)\t([^\t]*)\t(.*)$')
    local headers = { ['Cookie'] = cookie }
    if method == 'POST' then
      headers['Content-Type'] = 'application/json'
      headers['X-CSRFToken'] = csrf
    end
    requests[#requests + 1] = wrk.format(method, path, headers, method == 'POST' and body or nil)
  end
  index = (id or 1) * 97
end

request = function()
  index = index % #requests + 1
  return requests[index]
end

delay = common.delay(think)

response = function(status, headers, body)
  if status < 200 or status > 299 then
    non2xx = non2xx + 1
  end
end

done = function(summary, latency, requests)
  local bad = 0
  for _, thread in ipairs(threads) do
    bad = bad + (thread:get('non2xx') or 0)
  end
  common.report(summary, latency, bad)
end
