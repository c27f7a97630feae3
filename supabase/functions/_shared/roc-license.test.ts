import assert from "node:assert/strict";
import {
  ignoredRocEntries,
  parseRocLicenses,
  rocLicenseLine,
} from "./roc-license.mjs";

Deno.test(
  "each license is written ROC and its digits, whatever prefix it came with",
  () => {
    assert.deepEqual(parseRocLicenses("123456"), ["ROC 123456"]);
    assert.deepEqual(parseRocLicenses("ROC 123456, ROC 654321"), [
      "ROC 123456",
      "ROC 654321",
    ]);
    assert.deepEqual(parseRocLicenses("roc123456"), ["ROC 123456"]);
    assert.deepEqual(
      parseRocLicenses(" Roc #123456 ,ROC-654321,ROC: 111111 "),
      ["ROC 123456", "ROC 654321", "ROC 111111"],
    );
  },
);

Deno.test("unset, empty and blank entries give no license", () => {
  assert.deepEqual(parseRocLicenses(undefined), []);
  assert.deepEqual(parseRocLicenses(""), []);
  assert.deepEqual(parseRocLicenses(" , ,"), []);
  assert.deepEqual(parseRocLicenses("123456,,"), ["ROC 123456"]);
});

Deno.test(
  "an entry that is not a number is left out and named, never printed wrong",
  () => {
    const value = "ROC, 123456, ROC 123456 CR-37, license pending, 123456";
    assert.deepEqual(parseRocLicenses(value), ["ROC 123456"]);
    assert.deepEqual(ignoredRocEntries(value), [
      "ROC",
      "ROC 123456 CR-37",
      "license pending",
    ]);
    assert.deepEqual(ignoredRocEntries("ROC 123456, 654321"), []);
  },
);

Deno.test("the line names the company and every license, or is null", () => {
  assert.equal(
    rocLicenseLine("Copper State Plumbing", ["ROC 123456"]),
    "Copper State Plumbing · Arizona ROC 123456",
  );
  assert.equal(
    rocLicenseLine("Copper State Plumbing", ["ROC 123456", "ROC 654321"]),
    "Copper State Plumbing · Arizona ROC 123456, ROC 654321",
  );
  assert.equal(rocLicenseLine(undefined, ["ROC 123456"]), "Arizona ROC 123456");
  assert.equal(rocLicenseLine("Copper State Plumbing", []), null);
});
