// A Vite plugin that fails the build when the browser's chunks import each other in a cycle. The code-splitting groups
// (astro.config.mjs) place modules by who loads them, not by their order, and in a cycle the browser runs one chunk
// before a chunk it depends on: a module there can meet an import that is not initialised yet (a recipe that ran
// before the recipe runtime existed left every island unhydrated, and only the browser showed it).

/** The cycles among `chunks` (file → the files it imports statically), each as its files; none for a graph without. */
export function chunkCycles(chunks) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const next of chunks.get(file) ?? []) {
      if (!chunks.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const cycle = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      cycle.push(member);
    } while (member !== file);
    if (cycle.length > 1) cycles.push(cycle);
  };
  for (const file of chunks.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

export function noChunkCycles() {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_, bundle) {
      if (this.environment?.name !== 'client') return;
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c.imports]] : [])));
      const cycles = chunkCycles(chunks);
      if (cycles.length)
        this.error(
          `chunks that import each other in a cycle (change the code-splitting groups): ${cycles.map((c) => c.join(' → ')).join('; ')}`,
        );
    },
  };
}
