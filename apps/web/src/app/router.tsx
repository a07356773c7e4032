import { createBrowserRouter } from "react-router";
import { routeTable } from "./route-table.tsx";

export function createAppRouter() {
  return createBrowserRouter(routeTable);
}
