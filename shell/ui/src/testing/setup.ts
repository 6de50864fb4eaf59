// DOM matchers (toBeInTheDocument, toHaveFocus, …) for this package's component tests.
import '@testing-library/jest-dom';
