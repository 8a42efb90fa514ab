// jest-dom's matchers (toBeInTheDocument, toHaveAccessibleName, …) for the component tests: a failure says what the
// element is or is not, where toBeTruthy() on a query said only "expected null to be truthy".
import "@testing-library/jest-dom/vitest";
