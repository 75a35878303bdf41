// Package model is what one compile knows about the site, handed from phase to
// phase: the options, the configuration, the versions with their scanned trees
// and pages, the route table, the diagnostics, the cache records and the watch
// memo. The phases (load, render, resolve, assemble, emit) are packages of their
// own that read and fill a *State in that order; package compile runs them.
package model
