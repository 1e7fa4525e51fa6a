// A vitest setup file: every test file removes the folders temporaryFolder made for it.
import { afterAll } from "vitest";
import { removeTemporaryFolders } from "./temporary-folders";

afterAll(removeTemporaryFolders);
