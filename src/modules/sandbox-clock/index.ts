/** The sandbox clock: moving a sandbox platform's time forward (docs/sandbox.md, "Sandbox clock"). No other module uses it. */
export {};
