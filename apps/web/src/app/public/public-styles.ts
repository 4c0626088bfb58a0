// The public pages' styles: Mantine's base and only the components they render (header,
// footer and the pre-rendered content), not its whole 200 KB sheet, which would hold the first
// paint. Order as Mantine's own sheet: base first, a component after those it builds on.
// Lazy parts bring theirs (mobile menu: features/public-site/components/mobile-nav.tsx; toasts:
// app/public/public-toast-host.tsx). A component added to a public page needs its file here.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '../global.css';
