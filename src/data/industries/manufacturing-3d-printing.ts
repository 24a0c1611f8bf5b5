import type { IndustryDetail } from '../types/industry';

export const manufacturing3dPrinting: IndustryDetail = {
  id: 7,
  title: 'Manufacturing & 3D Printing',
  slug: 'manufacturing-3d-printing',
  shortDescription:
    'Instant CAD quoting, computer-vision quality inspection and connected shop-floor data for manufacturers, job shops and additive production bureaus.',
  heroBannerUrl: '/assets/industries/heroes/manufacturing-3d-printing.webp',
  overview: {
    detailedDescription:
      'Manufacturers and 3D printing bureaus compete on speed: how fast they can quote a part, schedule it, make it right the first time and ship it. Yet quoting often means an engineer opening every CAD file by hand, machine status lives on the machine, quality checks rely on tired eyes at the end of a shift and the ERP is updated from paper travellers. Lumenaut brings software to the shop floor. We build online quoting portals that analyse STL and STEP files and price them in seconds, connect machines and printers over MQTT and OPC UA, deploy vision models that catch defects on the line, and link MES, ERP and customer systems with n8n so orders flow from quote to invoice without re-keying.',
    keyStats: [
      {
        value: '< 60 s',
        label: 'Instant quotes for uploaded CAD files',
        description:
          'Geometry analysis, material and print-time estimates turned into a price while the customer waits.',
        iconClass: 'bolt',
      },
      {
        value: '25%',
        label: 'Less unplanned downtime',
        description:
          'Machine data monitored continuously, with maintenance triggered by condition instead of the calendar.',
        iconClass: 'cog',
      },
      {
        value: '95%',
        label: 'Defect detection rate',
        description:
          'Typical recall of vision inspection models trained on your own parts and defect types.',
        iconClass: 'target',
      },
      {
        value: '30%',
        label: 'Higher printer utilisation',
        description:
          'Jobs nested and queued automatically across the print farm, including overnight runs.',
        iconClass: 'printer',
      },
    ],
    marketTrends: [
      'Additive manufacturing is moving from prototyping to end-use production parts, demanding production-grade traceability and quality control.',
      'Buyers expect e-commerce style instant quoting and order tracking for custom parts, not emailed PDFs days later.',
      'Affordable edge AI hardware makes computer-vision inspection practical for small and mid-sized plants.',
      'Connected machines and industrial IoT standards such as OPC UA and MQTT are making real-time shop-floor data accessible.',
      'Reshoring and supply chain resilience are creating demand for flexible, software-driven local production.',
    ],
  },
  challengesSolutions: {
    approachDescription:
      'We start on the shop floor, not in a meeting room: we watch a job from quote to shipment, connect what is already there and automate the steps that hold parts back.',
    challenges: [
      {
        title: 'Manual quoting of custom parts',
        description:
          'Engineers open each CAD file, estimate material and machine time, and build a quote in a spreadsheet, often taking days.',
        iconClass: 'clock',
        impactPoints: [
          'Lost orders to faster competitors',
          'Senior engineers spending hours on low-value quotes',
          'Inconsistent pricing between estimators',
        ],
      },
      {
        title: 'Unplanned machine downtime',
        description:
          'Failures are discovered when a machine stops or a print fails mid-build, because equipment data is not monitored.',
        iconClass: 'cog',
        impactPoints: [
          'Missed delivery dates and expedite costs',
          'Scrapped material from failed builds',
          'Reactive maintenance at premium rates',
        ],
      },
      {
        title: 'Quality checks that rely on the human eye',
        description:
          'Visual inspection at the end of the line is slow, subjective and inconsistent across shifts.',
        iconClass: 'target',
        impactPoints: [
          'Defective parts reaching customers',
          'Costly returns and rework',
          'No data to trace defects back to their cause',
        ],
      },
      {
        title: 'Shop-floor data trapped in spreadsheets',
        description:
          'Work orders, material batches and machine logs are recorded on paper travellers or spreadsheets and typed into the ERP later.',
        iconClass: 'database',
        impactPoints: [
          'No live view of order status or capacity',
          'Weak traceability for regulated customers',
          'Invoicing delayed until paperwork catches up',
        ],
      },
    ],
    solutions: [
      {
        title: 'Instant CAD quoting portal',
        description:
          'Customers upload STL, STEP or 3MF files, and the portal analyses geometry, runs slicer estimates and applies your pricing rules to quote in seconds.',
        iconClass: 'printer',
        benefits: [
          'Quotes in under a minute, around the clock',
          'Printability checks flag thin walls and overhangs',
          'Your margins and material rules applied consistently',
          'Orders and payments captured in the same flow',
        ],
        isFeatured: true,
      },
      {
        title: 'Computer-vision quality inspection',
        description:
          'Cameras and edge AI models trained on your parts inspect every unit on the line or every layer of a build, flagging defects in real time.',
        iconClass: 'sparkles',
        benefits: [
          'Consistent inspection on every shift',
          'Defect images stored for root-cause analysis',
          'Failed builds stopped early to save material',
        ],
        isFeatured: true,
      },
      {
        title: 'Predictive maintenance',
        description:
          'Machine signals such as vibration, temperature and spindle load analysed continuously to schedule maintenance before failures.',
        iconClass: 'trend-up',
        benefits: [
          'Maintenance planned around production',
          'Spare parts ordered ahead of need',
          'Longer equipment life',
        ],
        isFeatured: false,
      },
      {
        title: 'MES, ERP and print-farm orchestration',
        description:
          'Work orders, material batches and machine queues synchronised between MES, ERP and printers, with digital travellers on tablets.',
        iconClass: 'layers',
        benefits: [
          'Live order status for sales and customers',
          'Batch-level traceability from material to shipment',
          'Invoices raised automatically on dispatch',
          'Print queues balanced across machines',
        ],
        isFeatured: false,
      },
    ],
  },
  services: {
    sectionTitle: 'Services for Manufacturing and 3D Printing',
    sectionDescription:
      'From the first customer upload to the final inspection report, we build the software layer of a modern factory.',
    serviceCategories: [
      {
        categoryName: 'Digital Manufacturing Platforms',
        categoryDescription: 'Customer-facing portals and internal tools that speed up every order.',
        iconClass: 'printer',
        services: [
          {
            name: 'Online Quoting and Ordering Portal',
            description: 'Instant quotes from uploaded CAD files with configurable materials, finishes and lead times.',
            features: [
              'Browser-based 3D part viewer',
              'Slicer-based time and material estimates',
              'Volume discounts and lead-time pricing',
              'Stripe checkout or purchase-order flow',
            ],
            iconClass: 'cart',
            isPopular: true,
          },
          {
            name: 'Print Farm Management Dashboard',
            description: 'A single view of every printer, queue and job, with automatic job assignment.',
            features: [
              'Live printer status and camera feeds',
              'Job queues by material and machine',
              'Failure notifications to operators',
            ],
            iconClass: 'chart',
            isPopular: false,
          },
          {
            name: 'Customer Order Tracking',
            description: 'Self-service order status, documents and reorders for your customers.',
            features: [
              'Live production milestones',
              'Certificates of conformity downloads',
              'One-click reorder of previous parts',
            ],
            iconClass: 'truck',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Industrial AI',
        categoryDescription: 'Models that see, predict and plan using your own production data.',
        iconClass: 'robot',
        services: [
          {
            name: 'Vision Quality Inspection',
            description: 'Defect detection models deployed on edge devices at inspection stations or inside printers.',
            features: [
              'Custom models trained on your defect types',
              'Edge deployment for low latency',
              'Inspection reports per batch',
            ],
            iconClass: 'target',
            isPopular: true,
          },
          {
            name: 'Predictive Maintenance Models',
            description: 'Anomaly detection and failure prediction from machine sensor data.',
            features: [
              'Condition-based maintenance alerts',
              'Integration with your CMMS',
              'Model performance monitoring',
            ],
            iconClass: 'cog',
            isPopular: false,
          },
          {
            name: 'Production Planning Assistant',
            description: 'Scheduling suggestions and capacity forecasts based on orders, machines and materials.',
            features: [
              'What-if scenarios for rush orders',
              'Capacity forecasts by machine group',
              'Natural-language questions over schedules',
            ],
            iconClass: 'calendar',
            isPopular: false,
          },
        ],
      },
      {
        categoryName: 'Factory Automation and Integration',
        categoryDescription: 'Connect machines, MES and ERP so information flows without paper.',
        iconClass: 'layers',
        services: [
          {
            name: 'ERP and MES Integration',
            description: 'Orders, bills of materials, work orders and stock synchronised across systems.',
            features: [
              'Odoo, SAP Business One and Microsoft Dynamics connectors',
              'Work order sync to the shop floor',
              'Automatic stock and batch updates',
            ],
            iconClass: 'database',
            isPopular: true,
          },
          {
            name: 'IoT Machine Monitoring',
            description: 'Machine data collected over MQTT and OPC UA into live dashboards and alerts.',
            features: [
              'OEE dashboards per machine and shift',
              'Downtime reason capture',
              'Alerts to supervisors on mobile',
            ],
            iconClass: 'bolt',
            isPopular: false,
          },
          {
            name: 'Digital Travellers and Traceability',
            description: 'Tablet-based work instructions and sign-offs that build a complete genealogy for every part.',
            features: [
              'Step-by-step instructions with images',
              'Operator sign-off and timestamps',
              'Material batch and machine traceability',
              'Exportable quality records',
            ],
            iconClass: 'check',
            isPopular: false,
          },
        ],
      },
    ],
  },
  technologies: {
    sectionTitle: 'Manufacturing Technology Stack',
    sectionDescription:
      'Industrial protocols, 3D printing toolchains and AI frameworks proven on real production floors.',
    categories: [
      {
        categoryName: 'CAD and 3D Printing',
        technologies: [
          { name: 'PrusaSlicer CLI', description: 'Command-line slicing for print-time and material estimates.' },
          { name: 'OctoPrint', description: 'Remote control and monitoring for FDM printer fleets.' },
          { name: 'Three.js', description: 'In-browser 3D viewer for uploaded STL and 3MF files.' },
          { name: 'Open CASCADE', description: 'Geometry kernel for analysing STEP files.' },
        ],
      },
      {
        categoryName: 'Industrial Connectivity',
        technologies: [
          { name: 'MQTT', description: 'Lightweight messaging for machine and sensor data.' },
          { name: 'OPC UA', description: 'Standard interface to CNC machines and PLCs.' },
          { name: 'Node-RED', description: 'Edge flows for collecting and transforming machine signals.' },
        ],
      },
      {
        categoryName: 'AI and Vision',
        technologies: [
          { name: 'PyTorch', description: 'Training custom defect detection and anomaly models.' },
          { name: 'Ultralytics YOLO', description: 'Real-time object and defect detection.' },
          { name: 'OpenCV', description: 'Image pre-processing and measurement.' },
          { name: 'NVIDIA Jetson', description: 'Edge devices for on-line inference beside the machine.' },
        ],
      },
      {
        categoryName: 'Business Systems and Automation',
        technologies: [
          { name: 'Odoo', description: 'Open-source ERP and MRP for growing manufacturers.' },
          { name: 'SAP Business One', description: 'ERP for small and mid-sized manufacturers.' },
          { name: 'n8n', description: 'Workflows linking quotes, orders, production and invoicing.' },
        ],
      },
    ],
  },
  successStories: {
    sectionTitle: 'Manufacturing Success Stories',
    sectionDescription:
      'Job shops, additive bureaus and production plants use our software to quote faster and ship right the first time.',
    metrics: {
      clientsSatisfied: '97%',
      projectsCompleted: '30+',
      timeToMarket: '50% faster',
      costReduction: '33%',
    },
    projects: [
      {
        title: 'Instant CAD Quoting Portal for a 3D Printing Bureau',
        description:
          'A customer portal that analyses uploaded STL and STEP files, runs slicer estimates and prices parts instantly across six materials.',
        imageUrl: '/assets/stories/cad-quoting-portal.webp',
        technologies: ['React', 'Three.js', 'PrusaSlicer CLI', 'Stripe'],
        achievements: [
          'Quote turnaround from 2 days to under a minute',
          'Online orders grew 3x within six months',
          'Engineers freed from routine quoting',
        ],
      },
      {
        title: 'Vision Inspection for an Injection Moulding Line',
        description:
          'Edge cameras and a custom detection model inspect every moulded part for short shots, flash and surface defects.',
        imageUrl: '/assets/stories/vision-inspection.webp',
        technologies: ['Ultralytics YOLO', 'NVIDIA Jetson', 'OpenCV', 'MQTT'],
        achievements: [
          'Customer returns for visual defects down 68%',
          'Inspection running at full line speed',
          'Defect images linked to mould and shift for root-cause analysis',
        ],
      },
      {
        title: 'Connected Print Farm with ERP Integration',
        description:
          'Thirty-two printers connected to a central dashboard with automatic job assignment and Odoo work-order sync.',
        imageUrl: '/assets/stories/connected-print-farm.webp',
        technologies: ['OctoPrint', 'Node-RED', 'Odoo', 'n8n'],
        achievements: [
          'Printer utilisation up from 52% to 78%',
          'Overnight runs scheduled automatically',
          'Complete traceability from filament batch to shipment',
        ],
      },
    ],
  },
};
