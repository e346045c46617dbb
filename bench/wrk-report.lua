-- wrk script of loadRun (measure-http.mjs): one URL; connections opened before the timed load,
-- and the summary line the bench reads (wrk-common.lua).
local common = dofile(os.getenv('BENCH_WRK_COMMON'))

delay = common.delay(0)

done = function(summary, latency, requests)
  common.report(summary, latency, 0)
end
