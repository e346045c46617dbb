-- wrk script of measure-save.mjs: POSTs RepinResource create, rotating through the signed-in
-- users given in BENCH_SAVE_REQUESTS (one per line: cookie TAB csrf token TAB JSON body), and
-- prints the summary line the bench reads (wrk-common.lua).
local common = dofile(os.getenv('BENCH_WRK_COMMON'))
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

delay = common.delay(0)

done = function(summary, latency, requests)
  common.report(summary, latency, 0)
end
