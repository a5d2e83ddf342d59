/// <reference types="vite/client" />
// CSS modules (ui/routes/login/*.module.css) and the other imports Vite understands.
