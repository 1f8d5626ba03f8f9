// Snapshots and rendered output must not depend on the terminal running the tests.
process.env.FORCE_COLOR = '0';
process.env.NO_COLOR = '1';
