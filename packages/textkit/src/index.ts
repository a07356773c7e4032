// Public API of the German language engine. Each stage lives in its own folder (architecture §9).
export {};
