/**
 * Set up before every console test file. The screens' tests run against the real server on
 * loopback and load lazy chunks (the map, the screens): on a busy two-core CI machine an answer
 * can take seconds, so Testing Library's `findBy…`/`waitFor` wait up to 30 s instead of 1 s. A
 * test that never gets its element still fails, only later.
 */
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 30_000 });
