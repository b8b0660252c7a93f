// Linked before the node command line (web/CMakeLists.txt, --pre-js). Under
// NODERAWFS emscripten 3.1.6 marks standard input, output and error as
// terminals whatever they are; the program asks (isatty) to colour its text and
// to tell a reader at a terminal that it waits for standard input, so each
// stream is a terminal here only when it is one for node.
Module['onRuntimeInitialized'] = function () {
  var tty = require('tty');
  for (var fd = 0; fd < 3; fd++) {
    if (FS.streams[fd] && !tty.isatty(fd)) FS.streams[fd].tty = undefined;
  }
};
