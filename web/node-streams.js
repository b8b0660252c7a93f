// Linked before the node command line (web/CMakeLists.txt, --pre-js). Under
// NODERAWFS emscripten 3.1.6 marks standard input, output and error as
// terminals whatever they are; the program asks (isatty) to colour its text and
// to tell a reader at a terminal that it waits for standard input, so each
// stream is a terminal here only when it is one for node.
//
// Listing a folder looks every name up; node gives a name that is not UTF-8
// with U+FFFD in place of its bytes, that name leads nowhere, and its failed
// lookup failed the whole listing: the folder's other documents were hidden
// ("a directory without any *.yaml"). Such a name is listed as a file, so
// that opening it reports it and the others are read.
Module['onRuntimeInitialized'] = function () {
  var tty = require('tty');
  for (var fd = 0; fd < 3; fd++) {
    if (FS.streams[fd] && !tty.isatty(fd)) FS.streams[fd].tty = undefined;
  }
  var lookup = FS.lookup;
  FS.lookup = function (parent, name) {
    try {
      return lookup(parent, name);
    } catch (e) {
      if (String(name).indexOf('\uFFFD') < 0) throw e;
      return { id: 0, mode: 32768 /* S_IFREG */, node_ops: parent.node_ops,
               path: parent.path + '/' + name };
    }
  };
};
