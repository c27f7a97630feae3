// Child process of index.mjs: one scan of https://localhost/, printed as JSON. A separate
// process because Node reads NODE_EXTRA_CA_CERTS (the local CA) only at start-up.
const [scannerPath] = process.argv.slice(2);
const { scan } = await import(scannerPath);
const result = await scan("localhost");
const failed = Object.values(result.tests)
  .filter((test) => test.scoreModifier < 0)
  .map((test) => `${test.result} (${test.scoreModifier})`);
console.log(
  JSON.stringify({
    grade: result.scan.grade,
    score: result.scan.score,
    testsPassed: result.scan.testsPassed,
    testsQuantity: result.scan.testsQuantity,
    failed,
  }),
);
