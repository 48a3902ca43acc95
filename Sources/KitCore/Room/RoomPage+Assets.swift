extension RoomPage {
  /// The page's style: each colour of light also a shape (green a circle, red a square,
  /// amber a diamond, crashed an octagon, timed out a dashed ring) with its glyph inside.
  static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:1em;color:#1b1b1b;background:#fff}
    h1{font-size:1.4em;margin:0}h2{font-size:1.15em;margin-top:2em}
    .meta,.legend{margin:.2em 0;color:#444}
    .sort button{font:inherit;margin:0 .2em;padding:.1em .6em;border:1px solid #888;border-radius:3px;background:#f4f4f4;cursor:pointer}
    .sort button[aria-pressed=true]{background:#1b1b1b;color:#fff}
    table{border-collapse:collapse;margin-top:.6em}
    th,td{padding:.25em .5em;text-align:left;vertical-align:top;border-bottom:1px solid #e3e3e3}
    tr.learner{cursor:pointer}tr.learner:hover,tr.learner:focus{background:#f3f6fb;outline:none}
    tr.learner[aria-expanded=true]{background:#eef2f8}
    tr.is-stuck .learner-name{font-weight:bold}.stuck{color:#b00020}
    td.name{min-width:16em;max-width:30em}
    .detail{font-size:.85em;color:#555;overflow-wrap:anywhere}
    td.timeline,tr.axis th:last-child{white-space:nowrap;padding:.25em 0}
    td.timeline i,tr.axis i{display:inline-block;width:15px;height:15px;margin:0 1px;font-style:normal;font-size:11px;line-height:15px;text-align:center;vertical-align:middle;position:relative}
    tr.axis i{height:1.2em;overflow:visible}tr.axis b{position:absolute;left:0;font-weight:normal;font-size:10px;color:#555}
    .light{color:#fff;box-sizing:border-box}
    .light.g{background:#1e7b34;border-radius:50%}
    .light.r{background:#c0262d}
    .light.a{background:#b8860b;clip-path:polygon(50% 0,100% 50%,50% 100%,0 50%)}
    .light.c{background:#5a2a82;clip-path:polygon(30% 0,70% 0,100% 30%,100% 70%,70% 100%,30% 100%,0 70%,0 30%)}
    .light.t{color:#1b1b1b;border:2px dashed #555;border-radius:50%}
    i.gap,span.gap{width:9px;color:#888}
    legend,.legend .light{display:inline-block;width:15px;height:15px;text-align:center;line-height:15px;font-size:11px}
    tr.history td{background:#fafafa}
    .history-body h3{font-size:1em;margin:.8em 0 .2em}
    .history-body ul{margin:.2em 0 .2em 1.2em;padding:0}
    .history-body .strip i{display:inline-block;width:15px;height:15px;margin:0 1px;font-style:normal;font-size:11px;line-height:15px;text-align:center}
    #stage-table ul{margin:0;padding-left:1.1em}.n{color:#666}
    """

  /// The page's script: sorting, opening a history, and `#learner=NAME`. It builds every
  /// element with `textContent`, so shared text is never read as markup.
  static let script = """
    (function(){
    'use strict';
    var data=JSON.parse(document.getElementById('room-data').textContent);
    var body=document.querySelector('#learners tbody');
    var colours={r:'red',a:'amber',g:'green',c:'crashed',t:'timed out'};
    var glyphs={r:'\\u2717',a:'\\u2212',g:'\\u2713',c:'!',t:'\\u25f7'};
    var changes={t:'tests changed',c:'code changed',b:'both changed',n:'no change',f:'first check'};
    function el(tag,text,cls){var e=document.createElement(tag);if(text!==undefined)e.textContent=text;if(cls)e.className=cls;return e;}
    function clock(s){return new Date(s*1000).toISOString().slice(0,19).replace('T',' ');}
    function sortBy(key){
      var rows=Array.prototype.slice.call(body.querySelectorAll('tr.learner'));
      rows.sort(function(a,b){return a.getAttribute('data-order-'+key)-b.getAttribute('data-order-'+key);});
      rows.forEach(function(row){var h=document.getElementById(row.getAttribute('aria-controls'));body.appendChild(row);body.appendChild(h);});
      document.querySelectorAll('.sort button').forEach(function(b){b.setAttribute('aria-pressed',String(b.getAttribute('data-sort')===key));});
    }
    function list(title,items){var box=el('div');box.appendChild(el('span',title));var ul=el('ul');items.forEach(function(t){ul.appendChild(el('li',t));});box.appendChild(ul);return box;}
    function render(index,target){
      var learner=data.learners[index];target.textContent='';
      target.appendChild(el('h2','History of '+learner.name));
      if(learner.withCode){target.appendChild(el('p','Code shared: git show '+learner.commit+':code/Exercises/\\u2026 in the room\\u2019s copy; judge it again with kit room URL --learner '+learner.name+' --rejudge NN'));}
      if(!learner.exercises.length){target.appendChild(el('p','No checks shared yet.'));}
      learner.exercises.forEach(function(x){
        var box=el('section',undefined,'exercise');box.setAttribute('data-exercise',x.id);
        var green=x.testsGreen===null||x.testsGreen===undefined?'':' \\u00b7 '+x.testsGreen+' of '+x.testsTotal+' green';
        box.appendChild(el('h3',x.id+' '+x.title+' \\u2014 '+x.status+green+' \\u00b7 '+x.mode));
        if(x.next)box.appendChild(el('div','next: '+x.next));
        if(x.stagesDone.length)box.appendChild(el('div','stages done: '+x.stagesDone.join(', ')));
        var hints=Object.keys(x.hintLevels);if(hints.length)box.appendChild(el('div','hint levels: '+hints.map(function(k){return k+' '+x.hintLevels[k];}).join(', ')));
        if(x.verdicts.length)box.appendChild(el('div','verdicts: '+x.verdicts.join(' \\u00b7 ')));
        if(x.flags.length)box.appendChild(list('flags:',x.flags));
        if(x.survivors.length)box.appendChild(list('got through (at some check):',x.survivors));
        if(x.misconceptions.length)box.appendChild(list('wrong tests showed:',x.misconceptions));
        if(x.failures.length)box.appendChild(list('last failures:',x.failures));
        var strip=el('div',undefined,'strip');
        if(x.count>x.lights.length)strip.appendChild(el('span',(x.count-x.lights.length)+' earlier checks \\u2026 '));
        x.lights.forEach(function(l){var i=el('i',glyphs[l[1]],'light '+l[1]);i.title=clock(l[0])+' UTC \\u00b7 '+colours[l[1]]+' \\u00b7 '+changes[l[2]]+' \\u00b7 '+l[3]+' of '+l[4]+' passed';strip.appendChild(i);});
        box.appendChild(strip);target.appendChild(box);
      });
    }
    function toggle(row,open){
      var history=document.getElementById(row.getAttribute('aria-controls'));
      var show=open===undefined?history.hidden:open;
      if(show){render(Number(row.getAttribute('data-index')),history.querySelector('.history-body'));}
      history.hidden=!show;row.setAttribute('aria-expanded',String(show));
      if(show&&window.history&&window.history.replaceState){window.history.replaceState(null,'','#learner='+encodeURIComponent(row.getAttribute('data-name')));}
    }
    body.addEventListener('click',function(e){var row=e.target.closest('tr.learner');if(row)toggle(row);});
    body.addEventListener('keydown',function(e){var row=e.target.closest('tr.learner');if(row&&(e.key==='Enter'||e.key===' ')){e.preventDefault();toggle(row);}});
    document.querySelectorAll('.sort button').forEach(function(b){b.addEventListener('click',function(){sortBy(b.getAttribute('data-sort'));});});
    var wanted=/^#learner=(.*)$/.exec(location.hash);
    if(wanted){var name=decodeURIComponent(wanted[1]);Array.prototype.forEach.call(body.querySelectorAll('tr.learner'),function(row){if(row.getAttribute('data-name')===name){toggle(row,true);row.scrollIntoView();}});}
    })();
    """
}
