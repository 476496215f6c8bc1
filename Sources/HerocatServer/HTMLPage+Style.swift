#if Server  // HerocatServer is built only with the Server trait (Package.swift).
extension HTMLPage {
    /// The one stylesheet of the web catalog. Text colours keep at least 4.5:1 against
    /// their background (WCAG AA); severities differ by word as well as colour; the
    /// layout narrows to one column on a phone, never wider than the screen.
    static let style = """
    *,*::before,*::after{box-sizing:border-box}\
    body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#1c1c1e;background:#f5f5f7;overflow-wrap:anywhere}\
    a{color:#0b57d0}a:hover{text-decoration-thickness:2px}\
    :focus-visible{outline:3px solid #0b57d0;outline-offset:2px}\
    .skip{position:absolute;left:-999px;top:.5rem;background:#fff;padding:.5rem 1rem;z-index:10}.skip:focus{left:.5rem}\
    .bar{display:flex;align-items:center;gap:1.5rem;padding:.65rem clamp(1rem,3vw,2rem);background:#1c1c1e;color:#fff}\
    .bar a{color:#fff;text-decoration:none}.brand{font-weight:700;font-size:1.1rem;letter-spacing:.02em}\
    .bar nav{display:flex;gap:1.1rem}.bar nav a{padding:.15rem 0;border-bottom:2px solid transparent}.bar nav a[aria-current]{border-color:#fff}\
    main{max-width:90rem;margin:0 auto;padding:1.25rem clamp(1rem,3vw,2rem) 3rem}\
    h1{font-size:1.65rem;line-height:1.2;margin:.35rem 0 .4rem}h2{font-size:1.05rem;margin:0 0 .6rem}h3{font-size:1rem}\
    code,pre,kbd{font-family:ui-monospace,"SF Mono",Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:.85em}\
    .muted{color:#5a5a60}.lead{margin:0;color:#5a5a60}\
    .badge{display:inline-block;font-size:.7rem;font-weight:650;line-height:1.5;text-transform:uppercase;letter-spacing:.05em;padding:0 .5rem;border-radius:999px;color:#fff;background:#5a5a60;white-space:nowrap}\
    .sev-error{background:#c1121f}.sev-warning{background:#8f4a00}.sev-info{background:#0b5cad}.sev-none{background:#1f7a3a}\
    button,.button{font:inherit;font-size:.875rem;line-height:1.4;padding:.35rem .8rem;border:1px solid #8e8e93;border-radius:8px;background:#fff;color:#1c1c1e;cursor:pointer;text-decoration:none;display:inline-block;white-space:nowrap}\
    button:hover,.button:hover{background:#f0f0f3}button.primary{background:#0b57d0;border-color:#0b57d0;color:#fff}\
    input[type=search],input[type=password],select{font:inherit;padding:.45rem .7rem;border:1px solid #8e8e93;border-radius:8px;background:#fff;color:inherit;min-width:0}\
    input{max-width:100%}.error{color:#c1121f}\
    .panel{background:#fff;border-radius:16px;box-shadow:0 0 0 1px #e2e2e7;padding:1.1rem 1.25rem;margin:0 0 1.25rem}\
    table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.45rem .6rem .45rem 0;border-bottom:1px solid #ececf0;vertical-align:top}th{font-size:.8rem;color:#5a5a60;font-weight:600;white-space:nowrap}\
    .catalog-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:1rem}\
    .search{display:flex;gap:.5rem;flex:1 1 20rem;max-width:34rem}.search input{flex:1}\
    .browse{display:grid;grid-template-columns:14rem minmax(0,1fr);gap:2rem;margin-top:1.25rem}\
    .filters h2{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;color:#5a5a60;margin:1.1rem 0 .35rem}.filters h2:first-child{margin-top:0}\
    .filters ul{list-style:none;margin:0;padding:0}\
    .filters a{display:flex;justify-content:space-between;gap:.5rem;padding:.2rem .55rem;border-radius:6px;color:#1c1c1e;text-decoration:none}\
    .filters a:hover{background:#e8e8ed}.filters a[aria-current]{background:#1c1c1e;color:#fff}\
    .count{color:#5a5a60;font-variant-numeric:tabular-nums}.filters a[aria-current] .count{color:#fff}\
    .active{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin:0 0 .9rem}.active a{font-size:.85rem}\
    .cards{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(14.5rem,1fr));gap:1rem}\
    .card{position:relative;background:#fff;border-radius:14px;box-shadow:0 0 0 1px #e2e2e7,0 1px 2px rgba(0,0,0,.05);overflow:hidden;display:flex;flex-direction:column}\
    .card:hover,.card:focus-within{box-shadow:0 0 0 2px #0b57d0,0 6px 18px rgba(0,0,0,.1)}\
    .card img{display:block;width:100%;aspect-ratio:16/10;object-fit:contain;padding:.75rem;background:#fafafb;border-bottom:1px solid #ececf0}\
    .card .body{padding:.7rem .9rem .85rem;display:flex;flex-direction:column;gap:.25rem;flex:1}\
    .card h3{margin:0;line-height:1.3}.card h3 a{color:inherit;text-decoration:none}.card h3 a::after{content:"";position:absolute;inset:0}\
    .card h3 a:focus-visible{outline:none}.card .name{font-size:.78rem;color:#5a5a60}\
    .facts{display:flex;flex-wrap:wrap;gap:.35rem .6rem;align-items:center;font-size:.85rem;color:#5a5a60;margin-top:auto;padding-top:.35rem}\
    .pager{display:flex;gap:1rem;justify-content:space-between;align-items:center;margin-top:1.5rem}\
    .empty{padding:2rem;text-align:center}\
    .crumbs{margin:0;font-size:.9rem}\
    .meta{display:flex;flex-wrap:wrap;gap:.2rem 1rem;margin:.2rem 0 0;color:#5a5a60;font-size:.9rem}\
    .summary{margin:.5rem 0 0;max-width:60rem}\
    .spec-layout{display:grid;grid-template-columns:minmax(25rem,min-content) minmax(0,1fr);gap:1.5rem;align-items:start;margin-top:1.25rem}\
    [data-player]{position:sticky;top:1rem;background:#fff;border-radius:16px;box-shadow:0 0 0 1px #e2e2e7;padding:1rem;max-width:100%}\
    [data-player] .stage{margin:0 auto;width:calc(var(--w) * var(--fit) * 1px);height:calc(var(--h) * var(--fit) * 1px)}\
    [data-player] .stage .canvas{transform:scale(var(--fit));transform-origin:0 0}\
    [data-player] .controls{margin-top:.85rem;justify-content:center}[data-player] .keys{text-align:center}\
    [data-player] figure{margin:1rem 0 0}[data-player] figure svg{display:block;width:100%;height:auto}[data-player] figcaption{font-size:.78rem;color:#5a5a60}\
    .findings{list-style:none;margin:0;padding:0}.finding{padding:.65rem 0;border-top:1px solid #ececf0}.finding:first-child{border-top:0;padding-top:0}\
    .finding p{margin:.2rem 0 0}.finding .hint{color:#5a5a60;font-size:.9rem}\
    .exports ul{list-style:none;margin:0;padding:0}.exports li{display:flex;flex-wrap:wrap;gap:.4rem 1rem;align-items:center;justify-content:space-between;padding:.5rem 0;border-top:1px solid #ececf0}\
    .exports li:first-child{border-top:0;padding-top:0}.exports li>div:first-child{flex:1 1 18rem}.exports .actions{display:flex;gap:.4rem}\
    .plot figure{margin:0}.plot svg{display:block;width:100%;max-width:46rem;height:auto}.plot figcaption{font-size:.85rem;color:#5a5a60}\
    .compare{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.9rem 0 0}\
    pre.diff{overflow:auto;background:#fafafb;border:1px solid #ececf0;border-radius:8px;padding:.75rem;max-height:36rem;white-space:pre}\
    pre.diff .add,pre.diff .del{display:inline-block;min-width:100%}pre.diff .add{background:#dcfce4}pre.diff .del{background:#ffe4e6}pre.diff .hunk{color:#5a5a60}\
    .rules{max-width:70rem}.rules .lead{margin-bottom:1.25rem}.rules section{scroll-margin-top:1rem}\
    @media (max-width:900px){.spec-layout{grid-template-columns:minmax(0,1fr)}[data-player]{position:static}}\
    @media (max-width:720px){.browse{grid-template-columns:minmax(0,1fr);gap:1rem}\
    .filters h2,.filters h2:first-child{margin:.5rem 0 .25rem}\
    .filters ul{display:flex;gap:.35rem;overflow-x:auto;scrollbar-width:none;padding:2px}\
    .filters a{border:1px solid #c7c7cc;padding:.1rem .6rem;white-space:nowrap}.cards{grid-template-columns:minmax(0,1fr)}.card img{aspect-ratio:2/1}\
    .panel{padding:1rem}}\
    @media (prefers-reduced-motion:reduce){*{scroll-behavior:auto!important;transition:none!important;animation:none!important}}

    """
}
#endif
