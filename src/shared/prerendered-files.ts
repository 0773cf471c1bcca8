/**
 * The pre-rendered home page's file in dist/ (pure, shared by the build, the server and the worker). It cannot
 * be dist/index.html: that stays the app shell every route without its own HTML is answered with.
 */
export const prerenderedHomeFile = 'index.home.html';
