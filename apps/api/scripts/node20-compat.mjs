// tsdown 0.22 targets Node >= 22.18 and calls Promise.withResolvers (Node 22+). This machine
// and CI run Node 20, where that single method is the only gap the build hits, so the build
// script preloads this file. Remove it once the workspace moves to Node 22.
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
