/** The page's stylesheet, inline (the page loads nothing at view time). */
export const CSS = `
:root{--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--soft:#f6f8fa;--bg:#fff;--pass:#1a7f37;--pass-bg:#dafbe1;--fail:#cf222e;--fail-bg:#ffebe9;--warn:#9a6700;--warn-bg:#fff8c5;--link:#0969da;color-scheme:light}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans","Liberation Sans",Arial,sans-serif}
code,pre{font-family:ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"Liberation Mono","DejaVu Sans Mono",monospace;font-size:12.5px}
a{color:var(--link)}
h2{font-size:20px;margin:0 0 12px;padding-bottom:6px;border-bottom:1px solid var(--line)}
h3{font-size:15px;margin:0;display:inline}
h4{font-size:13.5px;margin:0 0 4px;font-weight:600}
.muted{color:var(--muted);font-weight:400}
.small{font-size:12px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.banner{padding:20px 32px;color:#fff}
.banner.is-pass{background:var(--pass)}
.banner.is-fail{background:var(--fail)}
.b-known{background:#eef;color:#335}
.verdict{display:flex;align-items:baseline;gap:16px;flex-wrap:wrap}
.verdict-word{font-size:34px;font-weight:700;letter-spacing:.04em}
.why{font-size:16px;opacity:.95}
.meta{display:flex;flex-wrap:wrap;gap:6px 28px;margin:10px 0 0}
.meta div{min-width:0}
.meta dt{font-size:11px;text-transform:uppercase;letter-spacing:.06em;opacity:.85}
.meta dd{margin:0;font-weight:600;overflow-wrap:anywhere}
nav{position:sticky;top:0;z-index:3;background:var(--soft);border-bottom:1px solid var(--line);padding:8px 32px;display:flex;flex-wrap:wrap;gap:4px 18px}
nav a{text-decoration:none;font-weight:500}
nav a:hover{text-decoration:underline}
main{padding:8px 32px 32px;max-width:1500px}
section{margin:28px 0}
.figs{display:grid;grid-template-columns:repeat(auto-fill,minmax(132px,1fr));gap:10px;margin-bottom:18px}
.fig{border:1px solid var(--line);border-radius:6px;padding:10px 12px;background:var(--bg);min-width:0}
.fig-value{white-space:nowrap;font-size:26px;font-weight:600;line-height:1.2;font-variant-numeric:tabular-nums}
.fig-value .of{font-size:16px;color:var(--muted);font-weight:500}
.fig-label{color:var(--muted);font-size:12.5px}
.fig-sub{font-size:11.5px;color:var(--muted);overflow-wrap:anywhere}
.fig.t-pass{border-left:4px solid var(--pass)}
.fig.t-fail{border-left:4px solid var(--fail);background:var(--fail-bg)}
.fig.t-warn{border-left:4px solid #bf8700;background:var(--warn-bg)}
table{border-collapse:collapse}
caption{text-align:left;font-weight:600;padding:0 0 6px}
.fam-wrap{position:relative;overflow-x:auto}
.fam th,.fam td{padding:3px 10px;border-bottom:1px solid var(--line);text-align:right;font-variant-numeric:tabular-nums;min-width:62px}
.fam th[scope=row]{text-align:left;font-weight:500;color:var(--muted);min-width:0;white-space:nowrap}
.fam thead th{font-size:11.5px;font-weight:700;letter-spacing:.02em}
.fam td.zero{color:#8c959f}
.n-fail{color:var(--fail);font-weight:700}
.n-warn{color:var(--warn);font-weight:700}
.matrix-tools{display:flex;flex-wrap:wrap;align-items:center;gap:8px 24px;margin-bottom:4px}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:4px 16px;margin:0;padding:0;font-size:12.5px}
.legend li{display:flex;align-items:center;gap:6px}
.legend .cell{display:inline-block;width:26px;height:20px;line-height:20px;text-align:center;border-radius:3px;border:1px solid var(--line)}
.only{font-size:12.5px;user-select:none}
.hint{color:var(--muted);font-size:12.5px;margin:4px 0 10px}
.matrix-wrap{position:relative;overflow:auto;max-height:80vh;border:1px solid var(--line);border-radius:6px}
.matrix{width:100%;font-size:12.5px;border-collapse:separate;border-spacing:0}
.matrix thead th{position:sticky;top:0;z-index:2;background:var(--soft);border-bottom:1px solid var(--line);padding:6px 4px;font-size:11.5px;letter-spacing:.02em}
.matrix thead th.op-h,.matrix thead th.seen-h{text-align:left;padding-left:10px}
.matrix tr.grp th{background:#eef1f4;text-align:left;padding:5px 10px;font-size:12.5px;border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.matrix th.op{text-align:left;font-weight:400;padding:2px 10px;white-space:nowrap}
.matrix td.seen{padding:2px 10px;white-space:nowrap;color:var(--muted);font-variant-numeric:tabular-nums;font-size:11.5px}
.matrix tbody tr:not(.grp):hover{background:#f3f6f9}
.unreached{font-style:italic}
.api{font-style:italic}
.cell{text-align:center;min-width:46px;padding:0;box-shadow:inset 0 0 0 1px var(--bg);font-weight:600;font-size:12px}
.matrix td.cell{height:22px}
.cell a{display:block;color:inherit;text-decoration:none;line-height:18px}
.cell a:hover,.cell a:focus{text-decoration:underline}
.c-fail{background:#d1242f;color:#fff}
.c-warn{background:#eac54f;color:#3b2300}
.c-pass{background:#aceebb;color:#0f5323}
.c-not-exercised{background:#e6eaef;color:#59636e}
.c-none{background:var(--bg);color:#8c959f}
body:has(#only-bad:checked) .matrix tbody:not(.has-bad){display:none}
body:has(#only-bad:checked) .matrix tr.ok{display:none}
.m{display:inline-block;min-width:52px;margin-right:6px;padding:0 5px;border-radius:3px;font:600 10.5px/16px ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;text-align:center;border:1px solid currentColor}
.m-get{color:#0550ae}.m-post{color:#116329}.m-put,.m-patch{color:#8a4600}.m-delete{color:#a40e26}
.count{display:inline-block;min-width:24px;padding:0 8px;border-radius:12px;background:var(--soft);border:1px solid var(--line);font-size:13px;font-weight:600;text-align:center;vertical-align:middle}
.empty{color:var(--muted)}
.rule{border:1px solid var(--line);border-radius:6px;margin:0 0 14px;overflow:hidden}
.rule.o-fail{border-left:4px solid var(--fail)}
.rule.o-warn{border-left:4px solid #bf8700}
.rule-h{background:var(--soft);padding:8px 14px;border-bottom:1px solid var(--line);display:flex;align-items:baseline;flex-wrap:wrap;gap:6px}
.rule-id{font-size:13.5px;font-weight:700}
.clause{margin:0;padding:6px 14px 0;color:var(--muted);font-size:12.5px}
.badge{display:inline-block;padding:0 7px;border-radius:10px;font-size:11px;font-weight:700;line-height:18px;letter-spacing:.03em}
.b-fail{background:var(--fail);color:#fff}
.b-warn{background:#eac54f;color:#3b2300}
.b-level{background:#fff;border:1px solid var(--line);color:var(--fg)}
.b-fam{background:#ddf4ff;color:#0550ae}
.res{padding:10px 14px;border-top:1px dashed var(--line)}
.res:first-of-type{border-top:0}
.msg{margin:0 0 8px;white-space:pre-wrap;overflow-wrap:anywhere}
.drift{margin:0 0 8px;padding-left:18px;color:var(--warn);font-size:12.5px}
.lbl{font-size:11px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);font-weight:600}
pre{margin:4px 0 8px;padding:8px 10px;background:var(--soft);border:1px solid var(--line);border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere;max-height:420px;overflow:auto}
.repro pre{background:#1f2328;color:#e6edf3;border-color:#1f2328}
details.ex{margin:6px 0;border:1px solid var(--line);border-radius:4px}
details.ex>summary{padding:5px 10px;cursor:pointer;background:var(--bg);overflow-wrap:anywhere}
details.ex[open]>summary{border-bottom:1px solid var(--line)}
.url{font-size:12px}
.st{font-weight:700;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
.s-2{color:var(--pass)}.s-3{color:#0550ae}.s-4{color:var(--warn)}.s-5,.s-err{color:var(--fail)}
.ex-body{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(380px,100%),1fr));gap:0 14px;padding:6px 10px}
.half{min-width:0}
details.more{margin:6px 0}
details.more>summary{cursor:pointer;color:var(--link);font-size:12.5px}
.grid{width:100%;font-size:13px}
.grid th,.grid td{border-bottom:1px solid var(--line);padding:5px 8px;text-align:left;vertical-align:top}
.grid thead th{background:var(--soft);font-size:12px;color:var(--muted)}
.grid .num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.grid .reason{overflow-wrap:anywhere}
.tr td:first-child{white-space:nowrap}
.tr tr.t-no td{background:#fffbf0}
.pill{display:inline-block;padding:0 8px;border-radius:10px;font-size:11.5px;font-weight:700;white-space:nowrap}
.p-yes{background:var(--pass-bg);color:#116329}
.p-no{background:#fff1e5;color:#953800}
.p-fail{background:var(--fail-bg);color:var(--fail)}
.p-unc{background:#eef;color:#335}
.cl-figs{margin:0 0 10px}
.cl td.cl-id{white-space:nowrap}
.cl td.cl-id .small{white-space:normal}
.cl td.stmt{min-width:240px;overflow-wrap:anywhere}
.cl tr.cl-fail td{background:#fff5f5}
.cl-pass{display:flex;flex-wrap:wrap;gap:2px 10px;margin:6px 0}
pre.err{border-color:#ffcecb;background:var(--fail-bg)}
footer{padding:14px 32px 28px;color:var(--muted);font-size:12px;border-top:1px solid var(--line)}
.finder{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:18px 0 0;padding:10px 12px;border:1px solid var(--line);border-radius:6px;background:var(--soft)}
.finder label{display:flex;align-items:center;gap:6px;min-width:0;max-width:100%;font-size:12.5px}
.finder input,.finder select{font:inherit;min-width:0;max-width:100%}
.finder .q input{width:18em}
.finder output{color:var(--muted);font-size:12.5px}
.rule-h h3{flex:1 1 16em;min-width:0;overflow-wrap:anywhere}
.clause a{text-decoration:none}
.ops{width:100%;table-layout:fixed;font-size:13px}
.ops th{font-size:12px;color:var(--muted);text-align:left;padding:5px 14px;background:var(--bg)}
.ops th:nth-child(1){width:30%}.ops th:nth-child(2){width:6.5em}
.ops td{border-top:1px solid var(--line);padding:5px 14px;vertical-align:top;min-width:0}
.ops td.op-c{overflow-wrap:anywhere}
.ops tr:target td{background:#fff8c5}
details.res>summary{cursor:pointer;overflow-wrap:anywhere}
details.res[open]>summary{margin-bottom:6px}
details.rest{margin:0;border-top:1px solid var(--line)}
details.rest>summary{padding:6px 14px}
.keys{margin:0 0 8px;font-size:12px}
.keys div{display:flex;flex-wrap:wrap;gap:0 8px}
.keys dd{margin:0;color:var(--muted);overflow-wrap:anywhere;min-width:0}
details.long>summary{cursor:pointer;color:var(--link);margin:4px 0 8px}
.wide{position:relative;overflow-x:auto}
@media (max-width:640px){.banner,main,footer{padding-left:12px;padding-right:12px}nav{padding:8px 12px}.ops thead{display:none}.ops,.ops tbody,.ops tr,.ops td{display:block;width:auto}.ops tr{border-top:1px solid var(--line)}.ops td{border:0;padding:3px 10px}.finder .q input{width:100%}}
@media print{nav{position:static}.matrix-wrap{max-height:none;overflow:visible}}
`.trim();
