/**
 * Monaco's editor worker (diffs, word ranges, links) as its own build entry: the editor room
 * starts it by URL as a module worker, from our own origin.
 */
import "monaco-editor/editor/editor.worker.js";
