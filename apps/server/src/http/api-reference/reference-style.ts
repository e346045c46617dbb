// The reference page's one stylesheet: readable type, tables, method badges, light and dark.
export const REFERENCE_CSS = `
:root{color-scheme:light dark;--fg:#111;--muted:#5f5f5f;--line:#ddd;--soft:#f4f4f4;--accent:#e60023}
@media (prefers-color-scheme:dark){:root{--fg:#eee;--muted:#aaa;--line:#333;--soft:#1c1c1c}}
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:var(--fg);display:grid;grid-template-columns:minmax(220px,280px) 1fr}
header{grid-column:1/-1;padding:24px 32px;border-bottom:1px solid var(--line)}
h1{margin:0 0 8px;font-size:26px}
nav{padding:16px 24px;border-right:1px solid var(--line);font-size:13px;position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto}
nav ul{list-style:none;padding-left:12px;margin:4px 0}
main{padding:8px 32px 64px;min-width:0}
h2{margin-top:40px;border-bottom:2px solid var(--accent);padding-bottom:4px}
h3{font-size:16px;margin:0 0 8px;word-break:break-all}
h4{margin:12px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
a{color:var(--accent)}
code{font:13px/1.4 ui-monospace,monospace;background:var(--soft);padding:1px 4px;border-radius:4px}
.op,.shape{border:1px solid var(--line);border-radius:12px;padding:16px;margin:16px 0}
.method{display:inline-block;min-width:56px;text-align:center;border-radius:6px;padding:2px 6px;font-size:12px;color:#fff;background:#555}
.method.get{background:#1a7f37}.method.post{background:#0969da}.method.put{background:#9a6700}.method.delete{background:#cf222e}
.note{color:var(--muted);font-size:13px;margin:4px 0}
table{border-collapse:collapse;width:100%;font-size:13px;margin:4px 0}
th,td{border-top:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
td:last-child{overflow-wrap:anywhere;min-width:12em}
td table{margin-top:6px}
@media (max-width:800px){body{display:block}nav{position:static;max-height:none;border-right:0}}
@media (max-width:600px){header,main{padding-left:16px;padding-right:16px}.op,.shape{padding:12px}
table,tbody,tr,td{display:block}thead{display:none}tr{border-top:1px solid var(--line);padding:6px 0}
th,td{border:0;padding:1px 0}td:last-child{min-width:0}td table{margin-left:8px;width:calc(100% - 8px)}}
`;
