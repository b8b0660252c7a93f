// The module emscripten writes (web/CMakeLists.txt: carcassonne_web.mjs), as
// the page imports it; its .wasm is imported as a URL.
declare const createCarcassonne: (args: object) => Promise<unknown>;
export default createCarcassonne;
