export * from "./permissions.js";
