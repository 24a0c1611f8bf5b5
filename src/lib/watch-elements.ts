/**
 * ES5 source of `watchElements(selector, found)` for the head's inline scripts (seen-marks.ts,
 * typewriter.ts): `found` gets each element matching the selector once the document is parsed, then
 * each one React adds (a page rendered after a client-side navigation). Its MutationObserver starts
 * only then: watching the parser's every insertion made home's parsing 7.5 ms longer (near-images.ts).
 */
export const WATCH_ELEMENTS_SOURCE = `function watchElements(S,found){function watch(node){if(node.nodeType!==1)return;if(node.matches(S))found(node);var inside=node.querySelectorAll(S);for(var i=0;i<inside.length;i++)found(inside[i])}function start(){watch(document.documentElement);if(window.MutationObserver)new MutationObserver(function(records){for(var i=0;i<records.length;i++)for(var j=0;j<records[i].addedNodes.length;j++)watch(records[i].addedNodes[j])}).observe(document.documentElement,{childList:true,subtree:true})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",start);else start()}`
