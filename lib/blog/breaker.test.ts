import { BackendUnavailableError, createBreaker } from "@/lib/blog/breaker";

const hangs = () => new Promise<never>(() => {});
const quiet = { error: () => {} };

describe("createBreaker", () => {
  it("gives up on a look-up that hangs at its deadline", async () => {
    const breaker = createBreaker({ deadlineMs: 20, log: quiet });
    const started = Date.now();
    await expect(breaker.run(hangs)).rejects.toBeInstanceOf(
      BackendUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("after a hang, refuses at once for the cool-down, then lets one trial through", async () => {
    let time = 0;
    const breaker = createBreaker({
      deadlineMs: 20,
      coolDownMs: 15_000,
      now: () => time,
      log: quiet,
    });
    // The clock the breaker reads moves with the deadline, as a real one would.
    const slow = jest.fn(() => {
      time += 20;
      return hangs();
    });
    await expect(breaker.run(slow)).rejects.toThrow("within 20 ms");
    expect(breaker.isOpen()).toBe(true);

    const lookUp = jest.fn(async () => "answer");
    time += 14_000;
    await expect(breaker.run(lookUp)).rejects.toThrow("failed recently");
    expect(lookUp).not.toHaveBeenCalled();

    time += 1_000;
    await expect(breaker.run(lookUp)).resolves.toBe("answer");
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(breaker.isOpen()).toBe(false);
  });

  it("keeps refusing while the trial look-up is still out", async () => {
    let time = 0;
    const breaker = createBreaker({
      deadlineMs: 50,
      coolDownMs: 1_000,
      now: () => time,
      log: quiet,
    });
    time = 0;
    await expect(
      breaker.run(() => {
        time += 50;
        return hangs();
      }),
    ).rejects.toThrow();
    time += 1_000;
    let answer!: (value: string) => void;
    const trial = breaker.run(
      () => new Promise<string>((resolve) => (answer = resolve)),
    );
    await expect(breaker.run(async () => "other")).rejects.toThrow(
      "failed recently",
    );
    answer("back");
    await expect(trial).resolves.toBe("back");
    await expect(breaker.run(async () => "other")).resolves.toBe("other");
  });

  it("a quick refusal fails that look-up only: the next one is sent", async () => {
    const breaker = createBreaker({ deadlineMs: 500, log: quiet });
    await expect(
      breaker.run(() => Promise.reject(new Error("PGRST001"))),
    ).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(breaker.isOpen()).toBe(false);
    await expect(breaker.run(async () => 1)).resolves.toBe(1);
  });
});
