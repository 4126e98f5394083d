// People components (issue #8): filled in by the component work.
export {};
