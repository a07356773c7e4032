export function App() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Leicht</h1>
      <p>Schwere Texte in Leichte Sprache übersetzen.</p>
    </main>
  );
}
